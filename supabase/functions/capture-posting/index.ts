// Reads a job posting from a link or pasted text: POST { url } or { text } with a signed-in user's token.
import { handleCapture } from './handler.ts';

Deno.serve(handleCapture);
