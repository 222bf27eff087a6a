export { startSavingFirstScreens } from './saveFirstScreens';
