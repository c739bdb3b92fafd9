// Web component tests (jsdom) wait up to 5 s for what they find: on a loaded machine a lazy
// route or dialog takes longer than Testing Library's default second to arrive.
export {};

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
