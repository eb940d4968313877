export { Home } from './components/Home';
