"""phonews — a minimal WebSocket client on a plain socket, and a game
served to phones (lair-phone-game), for the remote tests.

Python's standard library only: the hostile tests need to send what no
browser would (wrong Origin, oversized frames, floods), byte by byte.
"""
import base64
import http.client
import json
import os
import select
import socket
import struct
import subprocess
import time
import urllib.parse


class Closed(Exception):
    pass


class Refused(Exception):
    def __init__(self, status):
        super().__init__('handshake refused: %d' % status)
        self.status = status


class WebSocket:
    def __init__(self, url, origin='same', headers=None, timeout=10):
        parts = urllib.parse.urlsplit(url)
        self.host = parts.netloc
        path = parts.path
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = ['GET %s HTTP/1.1' % path, 'Host: %s' % self.host,
                 'Upgrade: websocket', 'Connection: Upgrade',
                 'Sec-WebSocket-Key: %s' % key, 'Sec-WebSocket-Version: 13']
        if origin == 'same':
            lines.append('Origin: http://%s' % self.host)
        elif origin is not None:
            lines.append('Origin: %s' % origin)
        for name, value in (headers or {}).items():
            lines.append('%s: %s' % (name, value))
        self.sock.sendall(('\r\n'.join(lines) + '\r\n\r\n').encode())
        head = b''
        while b'\r\n\r\n' not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Refused(0)
            head += chunk
        head, self.buffer = head.split(b'\r\n\r\n', 1)
        status = int(head.split(b' ', 2)[1])
        if status != 101:
            self.sock.close()
            raise Refused(status)
        self.closed = False

    def send_frame(self, opcode, payload, fin=True, length=None):
        header = bytes([(0x80 if fin else 0) | opcode])
        n = len(payload) if length is None else length
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack('!H', n)
        else:
            header += bytes([0x80 | 127]) + struct.pack('!Q', n)
        mask = os.urandom(4)
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + body)

    def send(self, obj):
        text = obj if isinstance(obj, (str, bytes)) else json.dumps(obj)
        self.send_frame(1, text.encode() if isinstance(text, str) else text)

    def _read(self, n, deadline):
        while len(self.buffer) < n:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            ready, _, _ = select.select([self.sock], [], [], left)
            if not ready:
                raise TimeoutError
            try:
                chunk = self.sock.recv(65536)
            except ConnectionResetError:
                chunk = b''
            if not chunk:
                self.closed = True
                raise Closed()
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def recv(self, timeout=10):
        """The next message as an object; raises Closed when the server
        closes, TimeoutError when nothing comes."""
        deadline = time.monotonic() + timeout
        while True:
            b0, b1 = self._read(2, deadline)
            opcode = b0 & 0x0f
            n = b1 & 0x7f
            if n == 126:
                n = struct.unpack('!H', self._read(2, deadline))[0]
            elif n == 127:
                n = struct.unpack('!Q', self._read(8, deadline))[0]
            payload = self._read(n, deadline)
            if opcode == 8:
                self.closed = True
                self.close_code = struct.unpack('!H', payload[:2])[0] if len(payload) >= 2 else None
                raise Closed()
            if opcode == 9:
                self.send_frame(10, payload)
                continue
            if opcode == 1:
                return json.loads(payload)

    def drain(self, timeout=0.2):
        messages = []
        try:
            while True:
                messages.append(self.recv(timeout))
        except TimeoutError:
            pass
        return messages

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def http_get(address, path, headers=None, method='GET'):
    """(status, headers, body) of one plain request, with the Host the
    address names unless headers say otherwise."""
    parts = urllib.parse.urlsplit(address)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    all_headers = {'Host': parts.netloc}
    all_headers.update(headers or {})
    for name, value in all_headers.items():
        if value is not None:
            conn.putheader(name, value)
    conn.endheaders()
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, dict((k.lower(), v) for k, v in response.getheaders()), body


class Game:
    """lair-phone-game running, its lines read as they come."""

    def __init__(self, binary, *args):
        self.proc = subprocess.Popen([binary] + list(args), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.ready = self.read()
        assert self.ready['event'] == 'ready', self.ready
        self.addresses = {int(k): v for k, v in self.ready['addresses'].items()}

    def read(self, timeout=120):
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            raise TimeoutError('the game said nothing for %d s' % timeout)
        line = self.proc.stdout.readline()
        if not line:
            raise EOFError('the game ended (%s)' % self.proc.poll())
        return json.loads(line)

    def wait_for(self, event, timeout=300):
        deadline = time.monotonic() + timeout
        while True:
            line = self.read(max(1, deadline - time.monotonic()))
            if line['event'] == event:
                return line

    def say(self, line):
        self.proc.stdin.write(line + '\n')
        self.proc.stdin.flush()

    def close(self):
        try:
            self.say('quit')
        except (BrokenPipeError, OSError):
            pass
        try:
            status = self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        return status


def policy(state):
    """What the tests' phone players choose: stay while the hand is
    small, leave with six gems or more."""
    options = [o['choice'] for o in state['options']]
    if state['seat']['hand'] >= 6 and 'leave' in options:
        return 'leave'
    staying = [c for c in options if c != 'leave']
    return staying[0] if staying else options[0]
