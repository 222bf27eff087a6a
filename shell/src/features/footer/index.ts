export { Footer } from './components/Footer';
