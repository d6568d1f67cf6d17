/**
 * Exit codes: 0 success; 1 the site has a problem (content, config); 2 the command line is
 * wrong; 3 the machine stood in the way (permissions, disk full, time limits).
 */
export const EXIT = { ok: 0, content: 1, usage: 2, environment: 3 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
