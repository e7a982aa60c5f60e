import styles from './widget.module.css';

export default function Widget() {
  return <p className={styles.box}>fixture widget</p>;
}
