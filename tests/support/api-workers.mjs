/** How many API test files run side by side, each worker on its own server (RIHLA_API_WORKERS, default 2). */
export const apiWorkers = () => Math.max(1, Number(process.env.RIHLA_API_WORKERS) || 2);
