import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DeleteFilesAnswerSchema, DeleteFilesInputSchema, FILE_LIMITS, ImageQuerySchema, UPLOAD_FIELD, UploadAnswerSchema } from 'shared-contracts/files';
import { Role } from 'shared-contracts/enums';
import { api, BASE_PATHS } from 'shared-contracts/paths';
import * as v from 'valibot';
import { HttpError } from '../../../lib/http-error';
import { toDto, validate, validationError } from '../../../lib/validation';
import { messageText } from '../../../lib/messages';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { fileTooLarge, type FilesService } from './files.service';

/** Who uploads: suppliers (product media), partners (site builder images) and administrators. */
const UPLOADERS = access.panel({ roles: [Role.Supplier, Role.Partner, Role.Admin] });

/** Room for the multipart framing around one file: boundaries, part headers, a long file name. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const UPLOAD_PATHS: readonly string[] = [api.files.upload.pattern, `${BASE_PATHS.gateway}${api.files.upload.pattern}`];

/** The upload takes multipart bodies up to its own limit; the app's JSON body limit leaves it alone. */
export const isUploadPath = (pathname: string) => UPLOAD_PATHS.includes(pathname);

/** For the app's requireJsonBodies: the one route that takes another type than JSON. */
export const UPLOAD_BODY_TYPES = UPLOAD_PATHS.map((pattern) => ({ pattern, types: ['multipart/form-data'] }));

const KeyParamSchema = v.object({ key: v.pipe(v.string(), v.maxLength(64)), name: v.pipe(v.string(), v.maxLength(200)) });

/** A year, and `immutable`: a key's bytes never change, and every encoding option is in the URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /core/v1/upload (multipart, the image in the field UPLOAD_FIELD) and POST /core/v1/delete (spec 002 §7.19),
 * and the public GET that serves uploaded images resized and re-encoded (shared-contracts/files: imageUrl).
 */
export function filesRoutes({ files }: { files: FilesService }) {
  return new Hono<AuthedEnv>()
    .post(
      api.files.upload.pattern,
      UPLOADERS,
      // After the access check, so an anonymous caller's body is never read; Content-Length is judged before reading.
      bodyLimit({
        maxSize: FILE_LIMITS.maxImageBytes + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw fileTooLarge();
        },
      }),
      async (c) => {
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch (error) {
          throw new HttpError('BAD_REQUEST', { cause: error });
        }
        const file = form[UPLOAD_FIELD];
        if (!(file instanceof File)) {
          throw validationError([{ path: UPLOAD_FIELD, message: messageText('validation.required'), code: 'validation.required' }]);
        }
        const tenant = c.get('tenant');
        // An administrator's uploads are their own; anyone else's belong to their tenant (an operator's to its parent).
        const owner = tenant.kind === 'owner' ? tenant.ownerUserId : c.get('user').id;
        return c.json(toDto(UploadAnswerSchema, { data: await files.upload(owner, file) }), 201);
      },
    )
    .post(api.files.delete.pattern, UPLOADERS, validate('json', DeleteFilesInputSchema), async (c) => {
      const input = c.req.valid('json');
      const ids = await files.remove(c.get('tenant'), input.ids ?? [input.id!]);
      return c.json(toDto(DeleteFilesAnswerSchema, { data: { ids } }));
    })
    .get(api.files.image.pattern, access.public, validate('param', KeyParamSchema), validate('query', ImageQuerySchema), async (c) => {
      const request = await files.resolveImage(c.req.valid('param').key, c.req.valid('query'), c.req.header('accept'));
      c.header('Cache-Control', IMMUTABLE);
      c.header('ETag', request.etag);
      if (request.negotiated) c.header('Vary', 'Accept');
      const match = c.req.header('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === request.etag)) return c.body(null, 304);
      const image = await files.renderImage(request);
      c.header('Content-Type', image.contentType);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>);
    });
}
