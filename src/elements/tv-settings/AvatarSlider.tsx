import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $avatars, avatarUrl, loadAvatars } from '../../core/stores/profiles';
import { useT } from '../shared/hooks';

interface AvatarSliderProps {
  value: number;
  onChange: (id: number) => void;
}

/** 'Choose avatar': a scrolling row of avatars as a radio group (arrow keys move the choice). */
export function AvatarSlider({ value, onChange }: AvatarSliderProps) {
  const t = useT();
  const { data, error } = useStore($avatars);
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void loadAvatars();
  }, []);
  useEffect(() => {
    // Bring the chosen avatar into view.
    track.current?.querySelector<HTMLElement>(`[data-avatar="${value}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value, data.items.length]);
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <fieldset className="avatars">
      <legend>{t('profiles.choose_avatar')}</legend>
      {error && <p role="alert" className="error">{t('errors.operation_failed')}</p>}
      <div className="slider">
        <button type="button" className="icon-btn" aria-label={t('profiles.prev_avatars')} onClick={() => scroll(-1)}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
        </button>
        <div className="track" ref={track}>
          {data.items.map((a) => (
            <label key={a.id} className="avatar" data-avatar={a.id}>
              <input type="radio" name="avatar" value={a.id} checked={a.id === value} onChange={() => onChange(a.id)} />
              <img src={avatarUrl(a)} alt={t('profiles.avatar', { n: a.id })} width={64} height={64} />
            </label>
          ))}
        </div>
        <button type="button" className="icon-btn" aria-label={t('profiles.next_avatars')} onClick={() => scroll(1)}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6l6 6-6 6" /></svg>
        </button>
      </div>
    </fieldset>
  );
}
