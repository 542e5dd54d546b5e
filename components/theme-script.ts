// Not a client module: the layout (a server component) inlines this text, which a 'use client' export would hide.
/** Runs before paint (inlined in <head>) so a remembered or system dark theme never flashes light. */
export const themeBootScript = `(() => { try {
  const saved = localStorage.getItem('theme');
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
} catch {} })();`;
