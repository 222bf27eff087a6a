export { Footer } from './components/Footer';
export { Footer as default } from './components/Footer';
