/** The review window's queue bar (components/queue/QueueBar.tsx). */
export const queueStrings = {
  waiting: (n: number) => `${n} requests waiting`,
  listLabel: 'Requests waiting for your decision, oldest first',
  onScreen: 'on screen',
  more: (n: number) => `and ${n} more`,
  rejectAll: (n: number) => `Reject all ${n}`,
  rejectAllFailed: 'Could not reject them all: try again, or reject them one by one.',
};
