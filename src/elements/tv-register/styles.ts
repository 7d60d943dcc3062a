/** Styles of <tv-register> beyond the getting-in screens' shared look (../join/styles.ts). */
export const styles = ``;
