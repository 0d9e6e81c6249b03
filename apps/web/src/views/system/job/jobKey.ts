/** A job or trigger key, as the contract's `jobKey`: 2–64 of letters, digits and `_ . : -`. */
export const JOB_KEY = /^[A-Za-z0-9_.:-]{2,64}$/;
