import { SERVICE_IMAGE_MESSAGES } from '../api/service/upload-messages';

/** spec.md sections 5 and 9: a service request takes at most 5 images a selection, each at most 3,072,000 bytes. */
export const SERVICE_IMAGE_MAX_BYTES = 3_072_000;
export const SERVICE_IMAGES_PER_SELECTION = 5;

/**
 * Whether a selection of pictures may go on: more than five at once (or more than an issue has
 * room for beside the ones it holds) is refused as a whole, with spec.md's message.
 */
export function imageSelectionProblem(selected: number, alreadyOnIssue = 0): string | undefined {
  return selected > SERVICE_IMAGES_PER_SELECTION || selected + alreadyOnIssue > SERVICE_IMAGES_PER_SELECTION
    ? SERVICE_IMAGE_MESSAGES.tooMany
    : undefined;
}

/** Whether one file fits the limit as it is (a larger picture is first made smaller in the browser). */
export const fitsServiceImageLimit = (bytes: number) => bytes <= SERVICE_IMAGE_MAX_BYTES;
