/**
 * Starting a lesson from the renderer: the progress says which lesson is under way, and the host's screen asks its
 * host for the lesson's game (the create-game message's `{kind: 'lesson'}` choice; only the host's screen may).
 */
import type { HostClient } from '../net/client'
import { begun, loadProgress, saveProgress } from './progress'

export function startLesson(client: Pick<HostClient, 'createGame'>, id: string): void {
  saveProgress(begun(loadProgress(), id))
  client.createGame({ kind: 'lesson', lesson: id }, [])
}
