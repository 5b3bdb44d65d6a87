/**
 * Checks imported saves in a worker thread (save-check.ts): a 16 MiB save takes the host's event loop no time,
 * only the worker's. Started for an import and stopped when idle (import-checker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { SaveError, serializeSave } from '../../shared/save/save-file'
import { ASSETS_DIR, loadAssets } from '../content/load-assets'
import { rulesetContents } from '../host/ruleset-contents'
import { checkSaveText, type SaveCheckReply } from './save-check'

const { assetsDir } = workerData as { assetsDir?: string }
const content = loadAssets(assetsDir)
// the hex game's content too (issue 29): an imported hex save is checked by the same reader
const others = rulesetContents(assetsDir ?? ASSETS_DIR)

parentPort!.on('message', (m: { id: number; text: string }) => {
  let reply: SaveCheckReply
  try {
    reply = { id: m.id, text: serializeSave(checkSaveText(content, m.text, others)) }
  } catch (e) {
    reply = { id: m.id, error: { code: e instanceof SaveError ? e.code : 'internal', message: (e as Error)?.message ?? String(e), save: e instanceof SaveError } }
  }
  parentPort!.postMessage(reply)
})
