/// <reference types="vite/client" />
import { createRoot } from 'react-dom/client';
import './console.css';
import { App } from './App.tsx';

// The site's theme choice (the same localStorage key as the public pages).
try {
  const t = localStorage.getItem('theme');
  if (t === 'dark' || (!t && matchMedia('(prefers-color-scheme: dark)').matches)) document.documentElement.classList.add('dark');
} catch {
  // No storage: the light theme.
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
