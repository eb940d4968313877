// The certification feature: members by stage with their certificates (revoke, reissue), the training
// modules' editor and the exam's question bank.
export { CertificationMembers } from './components/CertificationMembers';
export { QuestionBank } from './components/QuestionBank';
export { TrainingModules } from './components/TrainingModules';
