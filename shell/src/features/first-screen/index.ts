export { startSavingFirstScreens } from './saveFirstScreens';
export { stylesForShadowTree } from './model/shadowStyles';
