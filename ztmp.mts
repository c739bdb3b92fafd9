import { z } from 'zod';
import { maybe, IdLike, intLike } from './src/shared/contract/common.ts';
console.log(maybe(IdLike).safeParse(null));
console.log(maybe(intLike({min:0})).safeParse(null));
console.log(z.union([z.number(), z.null()]).safeParse(null));
console.log(z.union([intLike({min:0}), z.null()]).safeParse(null));
