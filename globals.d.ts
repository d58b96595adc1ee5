/** Set by esbuild: false in shipped builds, so developer diagnostics are dropped. */
declare const __DEV__: boolean;
/** Set by esbuild for the loader only: the content-hashed manifest module. */
declare const __HB_MANIFEST__: string;

declare module '*.css';
