/** spec.md section 8's messages for a service request's pictures, word for word. */
export const SERVICE_IMAGE_MESSAGES = {
  tooMany: 'You may only upload up to five images.',
  tooLarge: 'Your file is larger than 3MB.',
  uploadFailed: 'There was an error uploading your image.',
  deleteFailed: 'There was a problem deleting your image.',
} as const;
