import type { FastifyInstance } from 'fastify';

// Placeholder: this module's endpoints are built by its own issue.
export async function ordersRoutes(_app: FastifyInstance): Promise<void> {}
