import path from 'node:path';
import { dataDir, ensureMongo, ensureRedis, ProcessManager, repoRoot, startStack } from '@dd/orchestrator';
import { runMediaPipelineBench } from './media-pipeline';
import { formatReport } from './report';
async function main() {
  const processes = new ProcessManager();
  processes.stopOnExit();
  try {
    const mongo = await ensureMongo({ processes, echo: false });
    const redis = await ensureRedis({ processes, echo: false });
    const stack = await startStack({ root: repoRoot, processes, mongoUrl: mongo.url, redisUrl: redis.url, keyDir: path.join(dataDir, 'keys'), dbPrefix: 'dining_benchm_', redisPrefix: 'dd:benchm:', ports: 'flexible', echo: false });
    console.log(formatReport(await runMediaPipelineBench({ gatewayUrl: stack.gatewayUrl, privateKeyFile: stack.privateKeyFile!, redisUrl: redis.url, redisPrefix: 'dd:benchm:' })));
  } finally { await processes.stopAll(); processes.dispose(); }
}
main().catch((e) => { console.error(e); process.exitCode = 1; });
