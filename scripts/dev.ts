// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173 (it proxies /api).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://127.0.0.1:5173' },
});
const web = spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort, PORT: '5173' } });
const stop = () => {
  api.kill();
  web.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
