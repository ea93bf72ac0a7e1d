// The stars' question on both review forms (the account's and the mailed link's). It is not the
// spec's 'Rate your activity': that is the message when no star is chosen, and shown under the
// question as well it said the same words twice.
export const RATING_QUESTION = 'How was your trail?';
