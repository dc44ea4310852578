// A Flash attachment playing: loading until the emulator has read the
// movie, then playing; any failure shows general.flash_fail. Stop removes the player entirely.
import { useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { Spinner } from '../../ui/Spinner';
import { loadRuffle, MOVIE_OPTIONS, type RufflePlayerElement } from './ruffle';

type State = 'loading' | 'playing' | 'error';

export default function FlashPlayer({ attachment, onStop }: { attachment: Attachment; onStop: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('loading');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let player: RufflePlayerElement | null = null;
    let gone = false;
    loadRuffle()
      .then((ruffle) => {
        if (gone || !box.current) return;
        player = ruffle.createPlayer();
        player.className = 'flash__player';
        player.addEventListener('loadedmetadata', () => !gone && setState('playing'));
        box.current.appendChild(player);
        return player.ruffle().load({ url: attachment.url, ...MOVIE_OPTIONS });
      })
      .catch((e: unknown) => {
        console.warn('Flash content failed', e);
        if (!gone) setState('error');
      });
    return () => {
      gone = true;
      player?.remove();
    };
  }, [attachment.url]);

  const { width, height } = attachment.meta ?? {};
  const aspect = width && height ? `${width} / ${height}` : '4 / 3';
  return (
    <div className="flash flash--open" data-state={state}>
      <div ref={box} className="flash__stage" style={{ aspectRatio: aspect }} hidden={state === 'error'} />
      {state === 'loading' && <Spinner label={t('flash.loading')} />}
      {state === 'error' && (
        <p className="flash__error" role="alert">
          {t('general.flash_fail')}
        </p>
      )}
      <button type="button" className="btn flash__stop" onClick={onStop}>
        {t('flash.stop')}
      </button>
    </div>
  );
}
