// Control bar icons (stroke icons, currentColor; decorative: buttons carry the accessible name).
const paths: Record<string, string> = {
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  volume: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  muted: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5M21 9.5l-5 5',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
  start: 'M6 5v14M19 5L9 12l10 7z',
  prev: 'M5 5v14M20 5l-9 7 9 7zM11 5v14',
  next: 'M19 5v14M4 5l9 7-9 7zM13 5v14',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  help: 'M9.1 9a3 3 0 1 1 4.2 2.7c-.8.4-1.3 1.1-1.3 2V14M12 17.5v.5M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19z',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  tracks: 'M3 5h18v12H9l-4 3v-3H3zM6.5 12.5h4M12.5 12.5h5M6.5 9.5h7M15.5 9.5h2',
};

type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
