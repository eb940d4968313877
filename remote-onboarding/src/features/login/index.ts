export { LoginForm } from './components/LoginForm';
