/** Stylesheets are side-effect imports handled by webpack (postcss + Tailwind). */
declare module '*.css';
