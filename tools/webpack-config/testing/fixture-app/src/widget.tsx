import styles from './widget.module.css';

export default function Widget() {
  return <p className={styles.box}>fixture widget</p>;
}

/** Read so the test can see the build-time constant in the bundle. */
export const widgetVersion = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
