import styles from './VisuallyHidden.module.css';

/** The class of text that screen readers read and the screen does not show. */
export const visuallyHiddenClassName: string = styles.visuallyHidden!;
