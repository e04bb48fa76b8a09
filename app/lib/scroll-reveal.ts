export function useScrollReveal() {}
