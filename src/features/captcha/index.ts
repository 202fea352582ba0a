// What other features use of the captcha (spec §6): the block and the hook that runs it.
export { CaptchaBlock } from './CaptchaBlock';
export { useCaptcha } from './useCaptcha';
