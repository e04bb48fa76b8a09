export function useSmoothAnchors() {}
