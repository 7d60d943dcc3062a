/** <tv-reminders>: a stack of toasts in a corner of the viewport. */
export const reminderStyles = `
:host { position: fixed; z-index: 50; inset: auto var(--tv-toast-right, 1rem) var(--tv-toast-bottom, 1rem) auto; display: block; pointer-events: none; }
.stack { display: flex; flex-direction: column; gap: .5rem; width: min(24rem, calc(100vw - 2rem)); }
.toast { pointer-events: auto; display: grid; grid-template-columns: 1fr auto; gap: .25rem .75rem; padding: .85rem 1rem; border-radius: var(--_radius);
  background: var(--_surface); border: 1px solid var(--_surface-2); border-left: 4px solid var(--_accent); box-shadow: 0 8px 24px rgb(0 0 0 / .45); }
.toast.error { border-left-color: var(--_error); }
.kicker { margin: 0; font-size: .8rem; color: var(--_muted); text-transform: uppercase; letter-spacing: .04em; }
.title { margin: 0; font-size: 1rem; font-weight: 600; overflow-wrap: anywhere; }
.time { margin: 0; color: var(--_muted); }
.acts { grid-column: 1 / -1; display: flex; gap: .5rem; margin-top: .35rem; }
.close { grid-column: 2; grid-row: 1; align-self: start; width: 2rem; height: 2rem; }
@media (prefers-reduced-motion: no-preference) {
  .toast { animation: tv-toast-in .2s ease-out; }
  @keyframes tv-toast-in { from { transform: translateY(.5rem); opacity: 0; } to { transform: none; opacity: 1; } }
}
`;
