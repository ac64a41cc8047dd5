import { useState } from 'react';

/** Copy the result, copy the page's address (with its value), and say how that went. */
export default function CopyButtons({ result }: { result: string }) {
  const [status, setStatus] = useState('');
  const copy = (text: string, what: string): void => {
    navigator.clipboard.writeText(text).then(
      () => {
        setStatus(`${what} copied`);
      },
      () => {
        setStatus(`Could not copy: select the ${what.toLowerCase()} and copy it`);
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          copy(result, 'Result');
        }}
      >
        Copy
      </button>
      <button
        type="button"
        className="btn-ghost px-3"
        onClick={() => {
          copy(window.location.href, 'Link');
        }}
      >
        Copy link
      </button>
      <span role="status" className="muted text-sm" data-copy-status="">
        {status}
      </span>
    </>
  );
}
