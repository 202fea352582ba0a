/** track() in a chunk of its own, for a surface that records an event only on a tap. */
export const loadTrack = () => import('./track');
