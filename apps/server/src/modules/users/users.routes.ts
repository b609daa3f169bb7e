import type { FastifyInstance } from 'fastify';

// Placeholder: this module's endpoints are built by its own issue.
export async function usersRoutes(_app: FastifyInstance): Promise<void> {}
