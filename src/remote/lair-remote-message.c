/* lair-remote-message.c — what a phone may say to the game
 *
 * A phone's page is trusted no more than anything else on the network:
 * each message is checked against the protocol before the game looks at
 * it. Too large, not UTF-8, nested, of the wrong shape, with a field the
 * protocol does not have or a value of the wrong type: refused with an
 * error naming what was wrong, and nothing else happens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <json-glib/json-glib.h>

#include "lair-remote-message.h"

G_DEFINE_QUARK (lair-remote-message-error-quark, lair_remote_message_error)

/* Decisions are numbered from 1; far more than a game ever makes */
#define MAX_DECISION 1000000

static const char * const error_codes[] = {
  [LAIR_REMOTE_MESSAGE_ERROR_TOO_LARGE] = "too-large",
  [LAIR_REMOTE_MESSAGE_ERROR_MALFORMED] = "malformed",
  [LAIR_REMOTE_MESSAGE_ERROR_VERSION] = "version",
  [LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_TYPE] = "unknown-type",
  [LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_FIELD] = "unknown-field",
  [LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE] = "wrong-type",
  [LAIR_REMOTE_MESSAGE_ERROR_MISSING] = "missing",
  [LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_CHOICE] = "unknown-choice",
};

/**
 * lair_remote_message_error_code:
 * @error: an error of lair_remote_message_parse()
 *
 * Returns: (transfer none): the error's code as the protocol names it,
 *   "malformed" for an error of another domain
 */
const char *
lair_remote_message_error_code (const GError *error)
{
  if (error != NULL && error->domain == LAIR_REMOTE_MESSAGE_ERROR &&
      error->code >= 0 && (gsize) error->code < G_N_ELEMENTS (error_codes))
    return error_codes[error->code];
  return "malformed";
}

/* json-glib parses by recursion: the nesting is counted first, strings
 * skipped */
static gboolean
check_depth (const char *data,
             gsize       length)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > LAIR_REMOTE_MESSAGE_MAX_DEPTH)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

static gboolean
get_integer (JsonNode    *node,
             const char  *name,
             gint64       min,
             gint64       max,
             gint64      *out,
             GError     **error)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 value = json_node_get_int (node);

      if (value >= min && value <= max)
        {
          *out = value;
          return TRUE;
        }
    }
  g_set_error (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE,
               "“%s” must be a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
               name, min, max);
  return FALSE;
}

static gboolean
get_string (JsonNode    *node,
            const char  *name,
            const char **out,
            GError     **error)
{
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      *out = json_node_get_string (node);
      return TRUE;
    }
  g_set_error (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE,
               "“%s” must be a string", name);
  return FALSE;
}

static gboolean
get_time (JsonNode    *node,
          double      *out,
          GError     **error)
{
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);
      double value = type == G_TYPE_INT64 ? (double) json_node_get_int (node) :
                     type == G_TYPE_DOUBLE ? json_node_get_double (node) : -1;

      /* from 1970 to about the year 285,000: a clock, not a trick */
      if ((type == G_TYPE_INT64 || type == G_TYPE_DOUBLE) &&
          isfinite (value) && value >= 0 && value < 9e15)
        {
          *out = value;
          return TRUE;
        }
    }
  g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_WRONG_TYPE,
                       "“sent” must be a time in milliseconds");
  return FALSE;
}

/* The fields each kind of message may have; "v" and "type" all have */
static gboolean
field_allowed (LairRemoteMessageKind  kind,
               const char            *name)
{
  if (g_str_equal (name, "v") || g_str_equal (name, "type"))
    return TRUE;
  switch (kind)
    {
    case LAIR_REMOTE_MESSAGE_CHOOSE:
      return g_str_equal (name, "decision") || g_str_equal (name, "choice") ||
             g_str_equal (name, "sent");
    case LAIR_REMOTE_MESSAGE_HINT:
      return g_str_equal (name, "decision");
    case LAIR_REMOTE_MESSAGE_HELLO:
    default:
      return FALSE;
    }
}

/**
 * lair_remote_message_parse:
 * @data: the message's bytes, as the phone sent them (not necessarily
 *   text, nor nul-terminated)
 * @length: their number
 * @message: (out caller-allocates): the message
 * @error: what is wrong with it
 *
 * Reads one message of the phone protocol, version
 * %LAIR_REMOTE_PROTOCOL_VERSION: an object with "v" and "type" and the
 * fields of its type, nothing else.
 *
 * Returns: %TRUE if @data is such a message; else @message is left as
 *   it was
 */
gboolean
lair_remote_message_parse (const char         *data,
                           gsize               length,
                           LairRemoteMessage  *message,
                           GError            **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) json_error = NULL;
  g_autoptr(GList) members = NULL;
  LairRemoteMessage parsed = { .sent = -1, .choice = LAIR_CHOICE_NONE };
  JsonObject *object;
  JsonNode *root, *node;
  const char *type = NULL;
  const char *choice = NULL;
  gint64 number;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  if (length > LAIR_REMOTE_MESSAGE_MAX_SIZE)
    {
      g_set_error (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_TOO_LARGE,
                   "a message may hold at most %d bytes", LAIR_REMOTE_MESSAGE_MAX_SIZE);
      return FALSE;
    }
  if (length == 0 || !g_utf8_validate_len (data, length, NULL) ||
      memchr (data, '\0', length) != NULL || !check_depth (data, length))
    {
      g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MALFORMED,
                           "a message is a small JSON object in UTF-8");
      return FALSE;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &json_error) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MALFORMED,
                           "a message is a small JSON object in UTF-8");
      return FALSE;
    }
  object = json_node_get_object (root);

  if ((node = json_object_get_member (object, "v")) == NULL)
    {
      g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MISSING,
                           "“v” is missing");
      return FALSE;
    }
  if (!get_integer (node, "v", 0, G_MAXINT32, &number, error))
    return FALSE;
  if (number != LAIR_REMOTE_PROTOCOL_VERSION)
    {
      g_set_error (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_VERSION,
                   "this game speaks version %d of the protocol", LAIR_REMOTE_PROTOCOL_VERSION);
      return FALSE;
    }

  if ((node = json_object_get_member (object, "type")) == NULL)
    {
      g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MISSING,
                           "“type” is missing");
      return FALSE;
    }
  if (!get_string (node, "type", &type, error))
    return FALSE;
  if (g_str_equal (type, "hello"))
    parsed.kind = LAIR_REMOTE_MESSAGE_HELLO;
  else if (g_str_equal (type, "choose"))
    parsed.kind = LAIR_REMOTE_MESSAGE_CHOOSE;
  else if (g_str_equal (type, "hint"))
    parsed.kind = LAIR_REMOTE_MESSAGE_HINT;
  else
    {
      g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_TYPE,
                           "“type” must be hello, choose or hint");
      return FALSE;
    }

  /* a typo is an error, never silently ignored */
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!field_allowed (parsed.kind, l->data))
      {
        g_autofree char *name = g_utf8_make_valid (l->data, MIN (strlen (l->data), 32));

        g_set_error (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_FIELD,
                     "a %s message has no field “%s”", type, name);
        return FALSE;
      }

  if (parsed.kind == LAIR_REMOTE_MESSAGE_CHOOSE || parsed.kind == LAIR_REMOTE_MESSAGE_HINT)
    {
      if ((node = json_object_get_member (object, "decision")) == NULL)
        {
          g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MISSING,
                               "“decision” is missing");
          return FALSE;
        }
      if (!get_integer (node, "decision", 1, MAX_DECISION, &number, error))
        return FALSE;
      parsed.decision = (guint) number;
    }

  if (parsed.kind == LAIR_REMOTE_MESSAGE_CHOOSE)
    {
      if ((node = json_object_get_member (object, "choice")) == NULL)
        {
          g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_MISSING,
                               "“choice” is missing");
          return FALSE;
        }
      if (!get_string (node, "choice", &choice, error))
        return FALSE;
      if (!lair_choice_from_id (choice, &parsed.choice))
        {
          g_set_error_literal (error, LAIR_REMOTE_MESSAGE_ERROR, LAIR_REMOTE_MESSAGE_ERROR_UNKNOWN_CHOICE,
                               "no option has that name");
          return FALSE;
        }
      if ((node = json_object_get_member (object, "sent")) != NULL &&
          !get_time (node, &parsed.sent, error))
        return FALSE;
    }

  *message = parsed;
  return TRUE;
}
