/** Outcome of a user-storage or mapper synchronisation. */
export interface SynchronizationResultRepresentation {
  ignored?: boolean;
  added?: number;
  updated?: number;
  removed?: number;
  failed?: number;
  status?: string;
}
