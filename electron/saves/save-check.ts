/**
 * Checking a save's text before it is written (an import): read and migrated, then verified by replaying its
 * commands from its setup. For a large save that is seconds of work, so the host does it in a worker thread
 * (import-worker.ts): the event loop that answers the screen, the guests and the other games never stands still
 * for it. `checkSaveInline` is the same check on the calling thread, for tests and the CLI.
 */
import type { Content } from '../../shared/content/types'
import { CARD_RULESET, readSave, SaveError, serializeSave, type AnySave, type SaveFile } from '../../shared/save/save-file'
import { verifyAnySave, verifySave } from '../../shared/save/verify'

/**
 * Checks a save's text: the text to write (the save migrated to this version, serialized), or a SaveError that
 * says what is wrong. Text, not the save object, crosses back from the worker: a string is copied at memory speed,
 * where a large object would be cloned on the host's thread.
 */
export type SaveChecker = (text: string) => Promise<string>

/** What the worker answers: the checked save's text, or the SaveError's code and message. */
export type SaveCheckReply = { id: number; text: string } | { id: number; error: { code: string; message: string; save: boolean } }

/**
 * `others`: the content of each other ruleset by id (issue 29: `{ hex }`), so that a save of the hex game is
 * checked by the same reader, replayed through the contract; without it a card game's save alone passes.
 */
export function checkSaveText(content: Content, text: string, others: Readonly<Record<string, unknown>> = {}): SaveFile {
  if (Object.keys(others).length === 0) {
    const { save } = readSave(content, text)
    verifySave(content, save)
    return save
  }
  const contents = { ...others, [CARD_RULESET]: content }
  const { save } = readSave(contents, text)
  verifyAnySave(contents, save)
  return save as AnySave as SaveFile
}

export function checkSaveInline(content: Content, others: Readonly<Record<string, unknown>> = {}): SaveChecker {
  return async (text) => serializeSave(checkSaveText(content, text, others))
}

/** A reply from the worker, as the text or the error it stands for. */
export function fromReply(reply: SaveCheckReply): string {
  if ('text' in reply) return reply.text
  const e = reply.error
  throw e.save ? new SaveError(e.code as ConstructorParameters<typeof SaveError>[0], e.message) : new Error(e.message)
}
