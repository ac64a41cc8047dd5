import { useState } from 'react';
import type { UiTranslate } from '../i18n/ui-translate.ts';

/** Copy the result (as shown, in the page's number form), copy the page's address (with its value), and say how that went. */
export default function CopyButtons({ t, result }: { t: UiTranslate<'copy'>; result: string }) {
  const [status, setStatus] = useState('');
  const copy = (text: string, what: 'result' | 'link'): void => {
    navigator.clipboard.writeText(text).then(
      () => {
        setStatus(t(`copy.${what}Done`));
      },
      () => {
        setStatus(t(`copy.${what}Failed`));
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        // No result to copy (a temperature below absolute zero): nothing is copied, nor said to be.
        disabled={result === ''}
        onClick={() => {
          copy(result, 'result');
        }}
      >
        {t('copy.result')}
      </button>
      <button
        type="button"
        className="btn-ghost px-3"
        onClick={() => {
          copy(window.location.href, 'link');
        }}
      >
        {t('copy.link')}
      </button>
      <span role="status" className="muted text-sm" data-copy-status="">
        {status}
      </span>
    </>
  );
}
