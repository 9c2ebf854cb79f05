/* lair-remote-server.c — each invited seat played from a phone
 *
 * Another view of a game, like the window: an HTTP and WebSocket server
 * (libsoup 3) on the machine's local-network addresses, at a free port.
 * Each invited seat has an address of its own carrying a random token;
 * its page (served from the GResource, never from the file system)
 * opens one WebSocket and is sent that seat's state as the board shows
 * it, the seat's options with the window's words, the reveal and the
 * seat's hint; it sends back choices, which go to the session as the
 * mouse's do. See docs/phone-protocol.md and docs/phone-security.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <ifaddrs.h>
#include <locale.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <sys/random.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "lair-remote-message.h"
#include "lair-remote-private.h"
#include "lair-words.h"

#define RESOURCE_PREFIX "/io/github/spiderlair/SpiderLair/remote/"

/* libsoup 3.2 has no name for it */
#define STATUS_TOO_MANY_REQUESTS 429
/* seconds between pings, and how long they may go unacknowledged */
#define KEEPALIVE_INTERVAL 15
#define GONE_AFTER_MS 30000

/* The page's own files: the only names a request may ask for */
static const struct {
  const char *name;
  const char *resource;
  const char *type;
} page_files[] = {
  { "", "index.html", "text/html; charset=utf-8" },
  { "index.html", "index.html", "text/html; charset=utf-8" },
  { "phone.css", "phone.css", "text/css; charset=utf-8" },
  { "phone.js", "phone.js", "text/javascript; charset=utf-8" },
};

/* The board art of the rooms that are no adventure, which the page shows */
static const char * const room_art_names[] = {
  "card-back", "dead-spider", "gems-1", "gems-2", "gems-3", "gems-4",
  "gems-5", "gold-large", "gold-medium", "gold-small", "lair",
  "warning-1", "warning-2", "warning-3", "warning-4", "warning-5",
};

/* Whether the page may ask for the art @name: a room's, an adventure's as
 * a phone shows it (lair_room_art() keeping the secret), or an option's */
static gboolean
is_page_art (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (room_art_names); i++)
    if (g_str_equal (name, room_art_names[i]))
      return TRUE;
  for (LairAdventure a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      const LairAdventureLook *look = lair_adventure_look (a);

      if (g_str_equal (name, look->art) || g_strcmp0 (name, look->art_passed) == 0)
        return TRUE;
    }
  for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
    if (g_strcmp0 (name, lair_choice_art (c)) == 0)
      return TRUE;
  return FALSE;
}

typedef struct _Client Client;

struct _Client
{
  LairRemoteServer        *server;
  SoupWebsocketConnection *conn;
  guint                    seat;
  locale_t                 locale;    /* (locale_t) 0: English */
  const char              *language;  /* interned: "en", "de", … */
  char                    *last_state;
  gint64                   window_start;
  guint                    window_count;
  GCancellable            *hint;
};

G_DEFINE_FINAL_TYPE (LairRemoteServer, lair_remote_server, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_SHOW_ODDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void queue_update (LairRemoteServer *self);

/* Tokens */

static void
new_token (Seat *seat)
{
  guint8 bytes[TOKEN_BYTES];
  gsize got = 0;

  /* the kernel's random source, never a PRNG seeded from the clock */
  while (got < sizeof bytes)
    {
      gssize n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          g_error ("getrandom: %s", g_strerror (errno));
        }
      got += n;
    }
  for (guint i = 0; i < TOKEN_BYTES; i++)
    g_snprintf (seat->token + 2 * i, 3, "%02x", bytes[i]);
  explicit_bzero (bytes, sizeof bytes);
}

/* The same time whatever the bytes: how much of a token a guess got
 * right must not show in how long the refusal takes */
static gboolean
equal_constant_time (const char *a,
                     const char *b,
                     gsize       n)
{
  volatile guint8 diff = 0;

  for (gsize i = 0; i < n; i++)
    diff |= (guint8) a[i] ^ (guint8) b[i];
  return diff == 0;
}

/* The invited seat whose token @text starts with (exactly
 * TOKEN_CHARS long), or -1. Every seat is compared, match or not. */
static gint
seat_for_token (LairRemoteServer *self,
                const char       *text,
                gsize             length)
{
  gint found = -1;

  if (length != TOKEN_CHARS)
    return -1;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      gboolean match = equal_constant_time (self->seats[i].token, text, TOKEN_CHARS);

      if (match && self->seats[i].invited && found < 0)
        found = i;
    }
  return found;
}

/* Languages */

/* The phone's language, from its Accept-Language, if the game speaks
 * it; English otherwise. Its words are made under a locale of their
 * own, in the thread that makes them (uselocale()), so the window keeps
 * its language. */
static locale_t
locale_for (LairRemoteServer  *self,
            const char        *accept_language,
            const char       **language)
{
  g_auto(GStrv) linguas = g_strsplit (LAIR_REMOTE_LINGUAS, " ", -1);
  GSList *tags;
  locale_t found = (locale_t) 0;

  *language = "en";
  if (accept_language == NULL || strlen (accept_language) > 256)
    return (locale_t) 0;
  tags = soup_header_parse_quality_list (accept_language, NULL);
  for (GSList *l = tags; l != NULL && found == (locale_t) 0; l = l->next)
    {
      g_autofree char *tag = g_ascii_strdown (l->data, -1);
      char *dash = strchr (tag, '-');
      g_autofree char *region = NULL;
      g_autofree char *name = NULL;
      gpointer cached;

      if (dash != NULL)
        {
          *dash = '\0';
          region = g_ascii_strup (dash + 1, -1);
        }
      if (g_str_equal (tag, "en"))
        break;
      if (!g_strv_contains ((const char * const *) linguas, tag))
        continue;
      if (g_hash_table_lookup_extended (self->locales, tag, NULL, &cached))
        {
          found = cached;
          *language = g_intern_string (tag);
          continue;
        }
      if (region != NULL && strlen (region) == 2 && g_ascii_isalpha (region[0]) && g_ascii_isalpha (region[1]))
        {
          name = g_strdup_printf ("%s_%s.UTF-8", tag, region);
          found = newlocale (LC_ALL_MASK, name, (locale_t) 0);
          g_clear_pointer (&name, g_free);
        }
      if (found == (locale_t) 0)
        {
          g_autofree char *upper = g_ascii_strup (tag, -1);

          name = g_strdup_printf ("%s_%s.UTF-8", tag, upper);
          found = newlocale (LC_ALL_MASK, name, (locale_t) 0);
        }
      if (found != (locale_t) 0)
        {
          g_hash_table_insert (self->locales, g_strdup (tag), found);
          *language = g_intern_string (tag);
        }
    }
  g_slist_free_full (tags, g_free);
  return found;
}

static void
free_locale (gpointer data)
{
  freelocale ((locale_t) data);
}

/* Clients */

static void
send_json (Client      *client,
           JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = json_to_string (root, FALSE);

  if (soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (client->conn, text);
}

static void
send_error (Client     *client,
            const char *code,
            const char *message)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "v");
  json_builder_add_int_value (builder, LAIR_REMOTE_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "error");
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, code);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, message);
  json_builder_end_object (builder);
  send_json (client, builder);
}

/* Makes this thread speak the client's language, English for a phone
 * that asked for none the game has; returns the locale to go back to */
static locale_t
use_client_locale (Client *client)
{
  static locale_t c_locale;

  if (client->locale != (locale_t) 0)
    return uselocale (client->locale);
  if (c_locale == (locale_t) 0)
    c_locale = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
  return uselocale (c_locale);
}

/* The seat's state, if it changed since the client was last told it */
static void
send_state (Client   *client,
            gboolean  always)
{
  locale_t old = use_client_locale (client);
  g_autofree char *state = NULL;

  state = lair_remote_build_state (client->server, client->seat, client->language);
  uselocale (old);

  if (!always && g_strcmp0 (state, client->last_state) == 0)
    return;
  if (soup_websocket_connection_get_state (client->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  soup_websocket_connection_send_text (client->conn, state);
  g_free (client->last_state);
  client->last_state = g_steal_pointer (&state);
}

static void
client_free (Client *client)
{
  if (client->hint != NULL)
    g_cancellable_cancel (client->hint);
  g_clear_object (&client->hint);
  g_signal_handlers_disconnect_by_data (client->conn, client);
  if (soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (client->conn, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
  g_clear_object (&client->conn);
  g_free (client->last_state);
  g_free (client);
}

static void
update_remote (LairRemoteServer *self,
               guint             index)
{
  LairSeat *seat = lair_game_session_get_seat (self->session, index);

  lair_seat_set_remote (seat, self->seats[index].clients->len > 0);
}

static void
drop_client (Client *client)
{
  LairRemoteServer *self = client->server;
  guint index = client->seat;

  /* the array frees it */
  g_ptr_array_remove (self->seats[index].clients, client);
  update_remote (self, index);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
closed_cb (SoupWebsocketConnection *conn,
           Client                  *client)
{
  drop_client (client);
}

typedef struct {
  LairRemoteServer *server;
  guint seat;
  guint decision;
  GCancellable *cancellable;
} HintRequest;

static void
advised_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  HintRequest *request = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(LairAdvice) advice = lair_game_session_advise_finish (LAIR_GAME_SESSION (source), result, &error);
  g_autoptr(JsonBuilder) builder = NULL;
  LairRemoteServer *self = request->server;
  Client *client = NULL;
  locale_t old_locale;

  if (!g_cancellable_is_cancelled (request->cancellable))
    {
      GPtrArray *clients = self->seats[request->seat].clients;

      for (guint i = 0; i < clients->len; i++)
        if (((Client *) clients->pdata[i])->hint == request->cancellable)
          client = clients->pdata[i];
    }
  if (client == NULL)
    goto out;
  g_clear_object (&client->hint);

  if (advice == NULL)
    {
      send_error (client, "too-late", error->message);
      goto out;
    }
  /* the hint in the phone's language, not the window's */
  old_locale = use_client_locale (client);
  lair_advice_reword (advice);
  uselocale (old_locale);

  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "v");
  json_builder_add_int_value (builder, LAIR_REMOTE_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "hint");
  json_builder_set_member_name (builder, "decision");
  json_builder_add_int_value (builder, request->decision);
  json_builder_set_member_name (builder, "sentence");
  json_builder_add_string_value (builder, advice->sentence);
  /* the hint's rule: the option that won most often, if clearly */
  json_builder_set_member_name (builder, "best");
  if (advice->clear)
    json_builder_add_int_value (builder, advice->likely);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "too_close");
  json_builder_add_boolean_value (builder, !advice->clear);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  for (guint k = 0; k < advice->n_options; k++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, advice->options[k].label);
      json_builder_set_member_name (builder, "win");
      json_builder_add_double_value (builder, advice->options[k].win);
      json_builder_set_member_name (builder, "margin");
      json_builder_add_double_value (builder, advice->options[k].margin);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  send_json (client, builder);

out:
  g_object_unref (request->cancellable);
  g_object_unref (request->server);
  g_free (request);
}

static const char *
session_error_code (const GError *error)
{
  if (error->domain != LAIR_SESSION_ERROR)
    return "refused";
  switch ((LairSessionError) error->code)
    {
    case LAIR_SESSION_ERROR_RESOLVED: return "too-late";
    case LAIR_SESSION_ERROR_NOT_ALLOWED: return "not-allowed";
    case LAIR_SESSION_ERROR_NOT_INSIDE: return "not-inside";
    case LAIR_SESSION_ERROR_WRONG_PHASE: return "wrong-phase";
    case LAIR_SESSION_ERROR_INVALID_SEAT:
    case LAIR_SESSION_ERROR_NO_SEATS:
    case LAIR_SESSION_ERROR_JOINING:
    case LAIR_SESSION_ERROR_INVALID_DATA:
    case LAIR_SESSION_ERROR_UNSUPPORTED_VERSION:
    default:
      return "refused";
    }
}

static void
choose (Client                  *client,
        const LairRemoteMessage *message)
{
  LairRemoteServer *self = client->server;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  double held;

  /* as the seat's panel: no choosing while the board still tells the
   * last outcome, though the session already asks the next */
  if (!lair_remote_is_deciding (self, client->seat))
    {
      send_error (client, "not-now", _("Too late: that decision is over"));
      return;
    }
  /* the mouse's way: the grace second and changes of mind alike */
  if (!lair_game_session_choose_for_decision (self->session, message->decision, client->seat,
                                              message->choice, &error))
    {
      send_error (client, session_error_code (error), error->message);
      return;
    }
  held = g_get_real_time () / 1000.0;

  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "v");
  json_builder_add_int_value (builder, LAIR_REMOTE_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "chosen");
  json_builder_set_member_name (builder, "decision");
  json_builder_add_int_value (builder, message->decision);
  json_builder_set_member_name (builder, "choice");
  json_builder_add_string_value (builder, lair_choice_id (message->choice));
  if (message->sent >= 0)
    {
      json_builder_set_member_name (builder, "sent");
      json_builder_add_double_value (builder, message->sent);
    }
  json_builder_set_member_name (builder, "held");
  json_builder_add_double_value (builder, held);
  json_builder_end_object (builder);
  send_json (client, builder);
}

static void
ask_hint (Client                  *client,
          const LairRemoteMessage *message)
{
  LairRemoteServer *self = client->server;
  HintRequest *request;

  if (!lair_remote_is_deciding (self, client->seat) || message->decision != lair_game_session_get_decision (self->session))
    {
      send_error (client, "not-now", _("Too late: that decision is over"));
      return;
    }
  /* one question at a time */
  if (client->hint != NULL)
    return;
  client->hint = g_cancellable_new ();
  request = g_new0 (HintRequest, 1);
  request->server = g_object_ref (self);
  request->seat = client->seat;
  request->decision = message->decision;
  request->cancellable = g_object_ref (client->hint);
  lair_game_session_note_hint (self->session, client->seat);
  lair_game_session_advise_async (self->session, client->seat, client->hint, advised_cb, request);
}

static void
message_cb (SoupWebsocketConnection *conn,
            gint                     type,
            GBytes                  *bytes,
            Client                  *client)
{
  g_autoptr(GError) error = NULL;
  LairRemoteMessage message;
  gint64 now = g_get_monotonic_time ();
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  /* what came in after the server closed is not read */
  if (soup_websocket_connection_get_state (conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return;

  /* a flood is cut off; the game goes on */
  if (now - client->window_start >= G_USEC_PER_SEC)
    {
      client->window_start = now;
      client->window_count = 0;
    }
  if (++client->window_count > LAIR_REMOTE_MAX_RATE)
    {
      soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "too many messages");
      return;
    }

  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      send_error (client, "malformed", "messages are text");
      return;
    }
  if (!lair_remote_message_parse (data, length, &message, &error))
    {
      send_error (client, lair_remote_message_error_code (error), error->message);
      return;
    }

  switch (message.kind)
    {
    case LAIR_REMOTE_MESSAGE_HELLO:
      send_state (client, TRUE);
      break;
    case LAIR_REMOTE_MESSAGE_CHOOSE:
      choose (client, &message);
      break;
    case LAIR_REMOTE_MESSAGE_HINT:
      ask_hint (client, &message);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* HTTP */

static const char *
find_host (LairRemoteServer  *self,
           SoupServerMessage *msg)
{
  const char *host = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Host");

  if (host == NULL || self->hosts == NULL)
    return NULL;
  for (guint i = 0; i < self->hosts->len; i++)
    if (g_str_equal (host, self->hosts->pdata[i]))
      return self->hosts->pdata[i];
  return NULL;
}

static void
set_headers (SoupServerMessage *msg,
             const char        *host)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  g_autofree char *policy = NULL;

  /* the page's own files and its own WebSocket, nothing else, nothing inline */
  policy = g_strdup_printf ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                            "connect-src 'self' ws://%s; base-uri 'none'; form-action 'none'; "
                            "frame-ancestors 'none'", host != NULL ? host : "invalid");
  soup_message_headers_replace (headers, "Content-Security-Policy", policy);
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  /* the address carries the seat's token: never sent on, never kept */
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "X-Frame-Options", "DENY");
}

static void
refuse (SoupServerMessage *msg,
        guint              status,
        const char        *host)
{
  const char *text = status == STATUS_TOO_MANY_REQUESTS ? "Too Many Requests" : soup_status_get_phrase (status);

  set_headers (msg, host);
  soup_server_message_set_status (msg, status, text);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY, text, strlen (text));
}

static gboolean
serve_resource (SoupServerMessage *msg,
                const char        *name,
                const char        *type)
{
  g_autofree char *path = g_strconcat (RESOURCE_PREFIX, name, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bytes == NULL)
    return FALSE;
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (soup_server_message_get_response_headers (msg), type, NULL);
  soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
  return TRUE;
}

static gboolean
is_websocket_request (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);

  return soup_message_headers_header_contains (headers, "Upgrade", "websocket");
}

static void
handle_cb (SoupServer        *server,
           SoupServerMessage *msg,
           const char        *path,
           GHashTable        *query,
           gpointer           user_data)
{
  LairRemoteServer *self = user_data;
  const char *host = find_host (self, msg);
  const char *method = soup_server_message_get_method (msg);
  const char *rest;
  gint index;

  /* an address that is not the game's own is someone else's page
   * reaching here through its name (DNS rebinding): refused */
  if (host == NULL || path == NULL || !g_str_has_prefix (path, "/p/"))
    {
      refuse (msg, SOUP_STATUS_FORBIDDEN, host);
      return;
    }
  path += 3;
  rest = strchr (path, '/');
  index = seat_for_token (self, path, rest != NULL ? (gsize) (rest - path) : strlen (path));
  if (index < 0)
    {
      refuse (msg, SOUP_STATUS_FORBIDDEN, host);
      return;
    }
  if (rest == NULL)
    {
      g_autofree char *to = g_strdup_printf ("/p/%s/", self->seats[index].token);

      set_headers (msg, host);
      soup_server_message_set_redirect (msg, SOUP_STATUS_MOVED_PERMANENTLY, to);
      return;
    }
  rest++;

  if (g_str_equal (rest, "ws"))
    {
      const char *origin = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Origin");
      g_autofree char *own = g_strconcat ("http://", host, NULL);

      if (!is_websocket_request (msg) || origin == NULL || !g_str_equal (origin, own))
        {
          refuse (msg, SOUP_STATUS_FORBIDDEN, host);
          return;
        }
      if (self->seats[index].clients->len >= LAIR_REMOTE_MAX_CONNECTIONS)
        {
          refuse (msg, STATUS_TOO_MANY_REQUESTS, host);
          return;
        }
      /* the handshake goes on in websocket_cb */
      g_object_set_data (G_OBJECT (msg), "lair-seat", GUINT_TO_POINTER (index + 1));
      return;
    }

  if (!g_str_equal (method, SOUP_METHOD_GET) && !g_str_equal (method, SOUP_METHOD_HEAD))
    {
      refuse (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, host);
      return;
    }

  set_headers (msg, host);
  for (guint i = 0; i < G_N_ELEMENTS (page_files); i++)
    if (g_str_equal (rest, page_files[i].name))
      {
        if (!serve_resource (msg, page_files[i].resource, page_files[i].type))
          refuse (msg, SOUP_STATUS_NOT_FOUND, host);
        return;
      }
  if (g_str_has_prefix (rest, "art/") && g_str_has_suffix (rest, ".svg"))
    {
      g_autofree char *name = g_strndup (rest + 4, strlen (rest) - 8);

      if (is_page_art (name))
        {
          g_autofree char *resource = g_strdup_printf ("art/%s.svg", name);

          if (!serve_resource (msg, resource, "image/svg+xml"))
            refuse (msg, SOUP_STATUS_NOT_FOUND, host);
          return;
        }
    }
  refuse (msg, SOUP_STATUS_NOT_FOUND, host);
}

/* A connection whose data waits unacknowledged longer than @ms is
 * closed by the system (TCP_USER_TIMEOUT), which the pings make happen
 * for a phone that left the network: without it Linux retries for about
 * fifteen minutes before the seat is let go */
static void
give_up_after (GSocket *socket,
               guint    ms)
{
#ifdef TCP_USER_TIMEOUT
  g_autoptr(GError) error = NULL;

  if (socket != NULL && !g_socket_set_option (socket, IPPROTO_TCP, TCP_USER_TIMEOUT, (gint) ms, &error))
    g_debug ("No timeout for a phone's connection: %s", error->message);
#endif
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *conn,
              gpointer                 user_data)
{
  LairRemoteServer *self = user_data;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (msg), "lair-seat"));
  const char *language = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                       "Accept-Language");
  Client *client;

  /* checked in handle_cb; a handshake that did not pass there never
   * gets here, but nothing is taken on trust */
  if (index == 0 || index > LAIR_N_SEATS || !self->seats[index - 1].invited)
    {
      soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
      return;
    }
  index--;

  client = g_new0 (Client, 1);
  client->server = self;
  client->conn = g_object_ref (conn);
  client->seat = index;
  client->locale = locale_for (self, language, &client->language);
  client->window_start = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (conn, LAIR_REMOTE_MESSAGE_MAX_SIZE);
  /* pings keep the connection open through routers that drop quiet
   * ones; a phone that is gone leaves them unanswered, and the system
   * closes the connection once they wait unacknowledged too long */
  soup_websocket_connection_set_keepalive_interval (conn, KEEPALIVE_INTERVAL);
  give_up_after (soup_server_message_get_socket (msg), GONE_AFTER_MS);
  g_signal_connect (conn, "message", G_CALLBACK (message_cb), client);
  g_signal_connect (conn, "closed", G_CALLBACK (closed_cb), client);
  g_ptr_array_add (self->seats[index].clients, client);
  update_remote (self, index);
  send_state (client, TRUE);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Following the game */

static gboolean
update_cb (gpointer data)
{
  LairRemoteServer *self = data;

  self->update_id = 0;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      GPtrArray *clients = self->seats[i].clients;

      for (guint k = 0; k < clients->len; k++)
        send_state (clients->pdata[k], FALSE);
    }
  return G_SOURCE_REMOVE;
}

static void
queue_update (LairRemoteServer *self)
{
  if (self->update_id == 0 && self->soup != NULL)
    self->update_id = g_idle_add (update_cb, self);
}

static void
clear_reveal (LairRemoteServer *self)
{
  self->revealed = FALSE;
  g_clear_pointer (&self->reveal_text, g_free);
}

static void
beat_started_cb (LairRemoteServer *self,
                 const LairBeat   *beat)
{
  if (beat->kind == LAIR_BEAT_REVEAL || beat->scene.kind == LAIR_SCENE_REVEAL)
    {
      GString *text = g_string_new (NULL);

      clear_reveal (self);
      self->revealed = TRUE;
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        self->reveal_picks[i] = (beat->scene.mask & (1u << i)) ? beat->scene.picks[i] : LAIR_CHOICE_NONE;
      for (guint i = 0; beat->lines != NULL && i < beat->lines->len; i++)
        {
          if (text->len > 0)
            g_string_append_c (text, '\n');
          g_string_append (text, beat->lines->pdata[i]);
        }
      self->reveal_text = g_string_free (text, FALSE);
    }
  else if (beat->kind == LAIR_BEAT_FLIP || beat->kind == LAIR_BEAT_DUNGEON)
    clear_reveal (self);
  queue_update (self);
}

static void
phase_cb (LairRemoteServer *self)
{
  LairSessionPhase phase = lair_game_session_get_phase (self->session);

  /* a new game, new addresses: an old one's phones are let go, back in
   * the menu or straight into the next game */
  if ((phase == LAIR_SESSION_MENU && self->phase != LAIR_SESSION_MENU) ||
      (phase == LAIR_SESSION_PLAYING && self->phase == LAIR_SESSION_FINISHED))
    {
      clear_reveal (self);
      lair_remote_server_renew_tokens (self);
    }
  self->phase = phase;
  queue_update (self);
}

static void
connect_seats (LairRemoteServer *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_connect_object (lair_game_session_get_seat (self->session, i), "notify",
                             G_CALLBACK (queue_update), self, G_CONNECT_SWAPPED);
}

/* GObject */

static void
lair_remote_server_dispose (GObject *object)
{
  LairRemoteServer *self = LAIR_REMOTE_SERVER (object);

  lair_remote_server_stop (self);
  lair_remote_server_set_story (self, NULL);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (lair_remote_server_parent_class)->dispose (object);
}

static void
lair_remote_server_finalize (GObject *object)
{
  LairRemoteServer *self = LAIR_REMOTE_SERVER (object);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      g_ptr_array_unref (self->seats[i].clients);
      explicit_bzero (self->seats[i].token, sizeof self->seats[i].token);
    }
  g_hash_table_unref (self->locales);
  g_free (self->host);
  g_free (self->reveal_text);

  G_OBJECT_CLASS (lair_remote_server_parent_class)->finalize (object);
}

static void
lair_remote_server_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LairRemoteServer *self = LAIR_REMOTE_SERVER (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, lair_remote_server_get_running (self));
      break;
    case PROP_SHOW_ODDS:
      g_value_set_boolean (value, self->show_odds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_remote_server_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  LairRemoteServer *self = LAIR_REMOTE_SERVER (object);

  switch (prop_id)
    {
    case PROP_SHOW_ODDS:
      lair_remote_server_set_show_odds (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_remote_server_class_init (LairRemoteServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_remote_server_dispose;
  object_class->finalize = lair_remote_server_finalize;
  object_class->get_property = lair_remote_server_get_property;
  object_class->set_property = lair_remote_server_set_property;

  /**
   * LairRemoteServer:running:
   *
   * Whether the server listens for phones.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairRemoteServer:show-odds:
   *
   * Whether the phones show the lair odds and the rumored gems, as the
   * Show Odds preference says for the window.
   */
  properties[PROP_SHOW_ODDS] =
    g_param_spec_boolean ("show-odds", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairRemoteServer::changed:
   * @self: the server
   *
   * The addresses changed (the server started or stopped, a seat was
   * invited, new tokens), or a phone came or went.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
lair_remote_server_init (LairRemoteServer *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->seats[i].clients = g_ptr_array_new_with_free_func ((GDestroyNotify) client_free);
  self->locales = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_locale);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->reveal_picks[i] = LAIR_CHOICE_NONE;
}

/**
 * lair_remote_server_new:
 * @session: the game the phones play
 *
 * Returns: (transfer full): a server, not yet listening
 */
LairRemoteServer *
lair_remote_server_new (LairGameSession *session)
{
  LairRemoteServer *self;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);

  self = g_object_new (LAIR_TYPE_REMOTE_SERVER, NULL);
  self->session = g_object_ref (session);
  self->phase = lair_game_session_get_phase (session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    new_token (&self->seats[i]);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (phase_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify", G_CALLBACK (queue_update), self, G_CONNECT_SWAPPED);
  connect_seats (self);
  return self;
}

/**
 * lair_remote_server_get_session:
 * @self: a #LairRemoteServer
 *
 * Returns: (transfer none): the game the phones play
 */
LairGameSession *
lair_remote_server_get_session (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), NULL);

  return self->session;
}

/**
 * lair_remote_server_get_story:
 * @self: a #LairRemoteServer
 *
 * Returns: (transfer none) (nullable): the story the phones follow
 */
LairStory *
lair_remote_server_get_story (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), NULL);

  return self->story;
}

/**
 * lair_remote_server_set_story:
 * @self: a #LairRemoteServer
 * @story: (nullable): the story the board tells
 *
 * The phones show the seats and the table as this story has shown them,
 * so a phone never shows an outcome before the board does. Without one
 * they show the session as it is.
 */
void
lair_remote_server_set_story (LairRemoteServer *self,
                              LairStory        *story)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));
  g_return_if_fail (story == NULL || LAIR_IS_STORY (story));

  if (self->story == story)
    return;
  if (self->story != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->story, self);
      g_signal_handlers_disconnect_by_data (lair_story_get_board (self->story), self);
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        g_signal_handlers_disconnect_by_data (lair_story_get_shown_seat (self->story, i), self);
    }
  g_set_object (&self->story, story);
  if (story != NULL)
    {
      g_signal_connect_object (story, "beat-started", G_CALLBACK (beat_started_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (story, "beat-finished", G_CALLBACK (queue_update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (story, "notify", G_CALLBACK (queue_update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (lair_story_get_board (story), "notify", G_CALLBACK (queue_update), self,
                               G_CONNECT_SWAPPED);
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        g_signal_connect_object (lair_story_get_shown_seat (story, i), "notify", G_CALLBACK (queue_update), self,
                                 G_CONNECT_SWAPPED);
    }
  queue_update (self);
}

/**
 * lair_remote_server_get_show_odds:
 * @self: a #LairRemoteServer
 *
 * Returns: whether the phones show the odds
 */
gboolean
lair_remote_server_get_show_odds (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), FALSE);

  return self->show_odds;
}

/**
 * lair_remote_server_set_show_odds:
 * @self: a #LairRemoteServer
 * @show_odds: whether the phones show the lair odds and rumored gems
 */
void
lair_remote_server_set_show_odds (LairRemoteServer *self,
                                  gboolean          show_odds)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));

  show_odds = !!show_odds;
  if (self->show_odds == show_odds)
    return;
  self->show_odds = show_odds;
  queue_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ODDS]);
}

/**
 * lair_remote_server_get_host:
 * @self: a #LairRemoteServer
 *
 * Returns: (nullable): the one address the server listens on, or %NULL
 *   for all of the machine's
 */
const char *
lair_remote_server_get_host (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), NULL);

  return self->host;
}

/**
 * lair_remote_server_set_host:
 * @self: a #LairRemoteServer, not running
 * @host: (nullable): an IP address to listen on alone, such as
 *   "127.0.0.1", or %NULL for the machine's local-network addresses
 */
void
lair_remote_server_set_host (LairRemoteServer *self,
                             const char       *host)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));
  g_return_if_fail (self->soup == NULL);

  g_free (self->host);
  self->host = g_strdup (host);
}

/**
 * lair_remote_server_get_invited:
 * @self: a #LairRemoteServer
 * @seat: a seat, from 0
 *
 * Returns: whether the seat may be played from a phone
 */
gboolean
lair_remote_server_get_invited (LairRemoteServer *self,
                                guint             seat)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), FALSE);
  g_return_val_if_fail (seat < LAIR_N_SEATS, FALSE);

  return self->seats[seat].invited;
}

/**
 * lair_remote_server_set_invited:
 * @self: a #LairRemoteServer
 * @seat: a seat, from 0
 * @invited: whether the seat may be played from a phone
 *
 * A seat no longer invited lets its phones go, and its address stops
 * working.
 */
void
lair_remote_server_set_invited (LairRemoteServer *self,
                                guint             seat,
                                gboolean          invited)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));
  g_return_if_fail (seat < LAIR_N_SEATS);

  invited = !!invited;
  if (self->seats[seat].invited == invited)
    return;
  self->seats[seat].invited = invited;
  if (!invited)
    {
      g_ptr_array_set_size (self->seats[seat].clients, 0);
      update_remote (self, seat);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The machine's addresses on its networks, IPv4, as a phone reaches
 * them; loopback last */
static GPtrArray *
local_addresses (void)
{
  GPtrArray *addresses = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *list = NULL;

  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *a = list; a != NULL; a = a->ifa_next)
        {
          char text[INET_ADDRSTRLEN];

          if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET ||
              !(a->ifa_flags & IFF_UP) || (a->ifa_flags & IFF_LOOPBACK))
            continue;
          if (inet_ntop (AF_INET, &((struct sockaddr_in *) (gpointer) a->ifa_addr)->sin_addr,
                         text, sizeof text) != NULL)
            g_ptr_array_add (addresses, g_strdup (text));
        }
      freeifaddrs (list);
    }
  g_ptr_array_add (addresses, g_strdup ("127.0.0.1"));
  g_ptr_array_add (addresses, g_strdup ("localhost"));
  return addresses;
}

/**
 * lair_remote_server_start:
 * @self: a #LairRemoteServer
 * @error: why it could not listen
 *
 * Listens on a free port of the machine's addresses (or of the host
 * set with lair_remote_server_set_host()).
 *
 * Returns: %TRUE if the server listens
 */
gboolean
lair_remote_server_start (LairRemoteServer  *self,
                          GError           **error)
{
  g_autoptr(SoupServer) soup = NULL;
  g_autoptr(GPtrArray) addresses = NULL;
  GSList *uris;

  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), FALSE);

  if (self->soup != NULL)
    return TRUE;

  soup = soup_server_new ("server-header", NULL, NULL);
  soup_server_add_handler (soup, NULL, handle_cb, self, NULL);
  soup_server_add_websocket_handler (soup, NULL, NULL, NULL, websocket_cb, self, NULL);

  if (self->host != NULL)
    {
      g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (self->host);
      g_autoptr(GSocketAddress) address = NULL;

      if (inet == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "not an IP address: %s", self->host);
          return FALSE;
        }
      address = g_inet_socket_address_new (inet, 0);
      if (!soup_server_listen (soup, address, 0, error))
        return FALSE;
      addresses = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (addresses, g_strdup (self->host));
    }
  else
    {
      if (!soup_server_listen_all (soup, 0, 0, error))
        return FALSE;
      addresses = local_addresses ();
    }

  uris = soup_server_get_uris (soup);
  self->port = uris != NULL ? (guint) g_uri_get_port (uris->data) : 0;
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);

  self->hosts = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < addresses->len; i++)
    g_ptr_array_add (self->hosts, g_strdup_printf ("%s:%u", (char *) addresses->pdata[i], self->port));
  self->soup = g_steal_pointer (&soup);

  queue_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * lair_remote_server_stop:
 * @self: a #LairRemoteServer
 *
 * Lets every phone go and stops listening.
 */
void
lair_remote_server_stop (LairRemoteServer *self)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));

  if (self->soup == NULL)
    return;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      g_ptr_array_set_size (self->seats[i].clients, 0);
      update_remote (self, i);
    }
  g_clear_handle_id (&self->update_id, g_source_remove);
  soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->hosts, g_ptr_array_unref);
  self->port = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * lair_remote_server_get_running:
 * @self: a #LairRemoteServer
 *
 * Returns: whether the server listens
 */
gboolean
lair_remote_server_get_running (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), FALSE);

  return self->soup != NULL;
}

/**
 * lair_remote_server_get_port:
 * @self: a #LairRemoteServer
 *
 * Returns: the port the server listens on, 0 when it does not
 */
guint
lair_remote_server_get_port (LairRemoteServer *self)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), 0);

  return self->port;
}

/**
 * lair_remote_server_get_address:
 * @self: a #LairRemoteServer
 * @seat: a seat, from 0
 *
 * Returns: (transfer full) (nullable): the address of the seat's page,
 *   with its token, on the machine's first network address; %NULL if
 *   the server does not run or the seat is not invited
 */
char *
lair_remote_server_get_address (LairRemoteServer *self,
                                guint             seat)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), NULL);
  g_return_val_if_fail (seat < LAIR_N_SEATS, NULL);

  if (self->soup == NULL || !self->seats[seat].invited || self->hosts->len == 0)
    return NULL;
  return g_strdup_printf ("http://%s/p/%s/", (char *) self->hosts->pdata[0], self->seats[seat].token);
}

/**
 * lair_remote_server_get_n_clients:
 * @self: a #LairRemoteServer
 * @seat: a seat, from 0
 *
 * Returns: how many pages hold the seat now
 */
guint
lair_remote_server_get_n_clients (LairRemoteServer *self,
                                  guint             seat)
{
  g_return_val_if_fail (LAIR_IS_REMOTE_SERVER (self), 0);
  g_return_val_if_fail (seat < LAIR_N_SEATS, 0);

  return self->seats[seat].clients->len;
}

/**
 * lair_remote_server_renew_tokens:
 * @self: a #LairRemoteServer
 *
 * Gives every seat a new token, as for a new game: the old addresses
 * stop working and their phones are let go.
 */
void
lair_remote_server_renew_tokens (LairRemoteServer *self)
{
  g_return_if_fail (LAIR_IS_REMOTE_SERVER (self));

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      new_token (&self->seats[i]);
      g_ptr_array_set_size (self->seats[i].clients, 0);
      update_remote (self, i);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}
