// Types for CSS Modules imported by the web apps: `import styles from './x.module.css'`.
// An app's tsconfig picks this up with `/// <reference types="@phoneparts/webpack-config/css-modules" />`
// in one of its .d.ts files.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.css';
