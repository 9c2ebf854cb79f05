/* lair-remote-message.h — what a phone may say to the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lair-types.h"

G_BEGIN_DECLS

/* The version of the phone protocol (docs/phone-protocol.md) */
#define LAIR_REMOTE_PROTOCOL_VERSION 1

/* The most a phone's message may hold, in bytes: the largest real one is
 * under a hundred */
#define LAIR_REMOTE_MESSAGE_MAX_SIZE 4096

/* How deep a message may nest: a real one is a flat object */
#define LAIR_REMOTE_MESSAGE_MAX_DEPTH 4

#define LAIR_REMOTE_MESSAGE_ERROR (lair_remote_message_error_quark ())

/**
 * LairRemoteMessageError:
 * @LAIR_REMOTE_MESSAGE_ERROR_TOO_LARGE: longer than %LAIR_REMOTE_MESSAGE_MAX_SIZE
 * @LAIR_REMOTE_MESSAGE_ERROR_MALFORMED: not JSON, nested too deep, or not an object
 * @LAIR_REMOTE_MESSAGE_ERROR_VERSION: another version of the protocol
 * @LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_TYPE: a "type" the game does not know
 * @LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_FIELD: a field the type does not have
 * @LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE: a field of the wrong JSON type or range
 * @LAIR_REMOTE_MESSAGE_ERROR_MISSING: a field the type needs is missing
 * @LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_CHOICE: no option has that name
 */
typedef enum {
  LAIR_REMOTE_MESSAGE_ERROR_TOO_LARGE,
  LAIR_REMOTE_MESSAGE_ERROR_MALFORMED,
  LAIR_REMOTE_MESSAGE_ERROR_VERSION,
  LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_TYPE,
  LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_FIELD,
  LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE,
  LAIR_REMOTE_MESSAGE_ERROR_MISSING,
  LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_CHOICE,
} LairRemoteMessageError;

/**
 * LairRemoteMessageKind:
 * @LAIR_REMOTE_MESSAGE_HELLO: asks for the seat's state again
 * @LAIR_REMOTE_MESSAGE_CHOOSE: a choice for a decision
 * @LAIR_REMOTE_MESSAGE_HINT: asks for the seat's hint at a decision
 */
typedef enum {
  LAIR_REMOTE_MESSAGE_HELLO,
  LAIR_REMOTE_MESSAGE_CHOOSE,
  LAIR_REMOTE_MESSAGE_HINT,
} LairRemoteMessageKind;

/**
 * LairRemoteMessage:
 * @kind: what the phone asks
 * @decision: the decision it means, from 1 (choose and hint)
 * @choice: the option chosen (choose)
 * @sent: when the page sent it, in milliseconds since 1970 by the
 *   phone's clock, or -1 if it did not say
 *
 * One message from a phone, checked against the protocol. Whether the
 * choice may be made now is for the session to say.
 */
typedef struct {
  LairRemoteMessageKind kind;
  guint decision;
  LairChoice choice;
  double sent;
} LairRemoteMessage;

GQuark      lair_remote_message_error_quark (void);
gboolean    lair_remote_message_parse       (const char        *data,
                                             gsize              length,
                                             LairRemoteMessage *message,
                                             GError           **error);
const char *lair_remote_message_error_code  (const GError      *error);

G_END_DECLS
