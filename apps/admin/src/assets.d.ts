/** Vite's `?url` imports: the file is emitted beside the bundle and the import is its URL. */
declare module "*.csv?url" {
  const url: string;
  export default url;
}

/** Vite's `?raw` imports: the file's text (tests read the template CSV this way). */
declare module "*.csv?raw" {
  const text: string;
  export default text;
}
