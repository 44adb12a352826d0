import type { FastifyInstance } from 'fastify';
import loginRoutes from './login.js';
import passwordRoutes from './password.js';
import userRoutes from './user.js';

/** The session area: log in and out, the password, the signed-in user. */
export default async function sessionRoutes(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(userRoutes);
}
