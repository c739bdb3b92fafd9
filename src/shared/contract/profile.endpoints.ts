import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import {
  AddUserAddressBody,
  AddUserAddressReply,
  AddressList,
  ChangeNameBody,
  ChangeNameReply,
  ChangePasswordBody,
  EditUserAddressBody,
  GetUserAddressesBody,
  GetUserDetailsBody,
  RemoveUserAddressBody,
  UpdateUserDetailsBody,
  UserDetailsReply,
} from './profile.ts';

const post = ['POST'] as const;

/** The caller's profile and saved addresses. Paths are relative to /api/v1. */
export const profileEndpoints = defineEndpoints({
  'auth/get-user-details': {
    methods: post,
    access: 'user',
    body: GetUserDetailsBody,
    reply: UserDetailsReply,
    summary: "The caller's profile details",
  },
  'auth/update-user-details': {
    methods: post,
    access: 'user',
    body: UpdateUserDetailsBody,
    reply: MessageReply,
    summary: 'Save gender, phone and postal details (name and e-mail are read-only)',
  },
  'auth/change-name': {
    methods: post,
    access: 'user',
    body: ChangeNameBody,
    reply: ChangeNameReply,
    addition: true,
    summary: "Change the caller's name",
  },
  'auth/change-password': {
    methods: post,
    access: 'user',
    body: ChangePasswordBody,
    reply: MessageReply,
    addition: true,
    summary:
      "Change the caller's password with the current one; every other session ends, this one stays; a mail says so",
  },
  'auth/get-user-addresses': {
    methods: post,
    access: 'user',
    body: GetUserAddressesBody,
    reply: AddressList,
    summary: "The caller's saved addresses (a bare array)",
  },
  'auth/add-user-address': {
    methods: post,
    access: 'user',
    body: AddUserAddressBody,
    reply: AddUserAddressReply,
    summary: 'Save a new address (the PIN code must exist)',
  },
  'auth/edit-user-address': {
    methods: post,
    access: 'user',
    body: EditUserAddressBody,
    reply: MessageReply,
    summary: 'Change a saved address, found by id or list index',
  },
  'auth/remove-user-address': {
    methods: post,
    access: 'user',
    body: RemoveUserAddressBody,
    reply: MessageReply,
    summary: 'Remove a saved address, found by id or list index',
  },
});
