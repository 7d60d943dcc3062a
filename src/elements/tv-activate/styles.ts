/** Styles of <tv-activate> beyond the getting-in screens' shared look (../join/styles.ts). */
export const styles = `
.pair { display: grid; grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); gap: 1.5rem; align-items: center; min-height: 18rem; }
.qr-box { width: 100%; max-width: 16rem; aspect-ratio: 1; }
.qr-box.placeholder { background: var(--_surface-2); border-radius: var(--_radius); }
.qr { display: block; width: 100%; height: 100%; border-radius: 4px; }
.pair-text p { margin: .35rem 0; }
.address { font-weight: 600; color: var(--_text); }
@media (max-width: 40rem) { .pair { grid-template-columns: minmax(0, 1fr); justify-items: center; text-align: center; } }
`;
